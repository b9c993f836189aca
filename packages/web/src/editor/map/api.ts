import { api } from '../../app/api';

/** A place the server's offline divisions (or its configured geocoder) found. */
export interface Place {
  code?: string;
  name: string;
  fullName?: string;
  level?: string;
  lng: number;
  lat: number;
}

export interface PlacePage {
  list: Place[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The map panel's place search: pages of 20 (region China), in the base map's coordinate system. */
export const MAP_SEARCH_PAGE_SIZE = 20;
/** The whole country (docs/reference.md#limits); the server also takes a province or city to search within. */
export const MAP_SEARCH_REGION = 'China';

export const mapApi = {
  search: (keyword: string, coordinateSystem: string, pageNum = 1) =>
    api.post<PlacePage>('tc/searchCoordinate', {
      keyword,
      pageNum,
      pageSize: MAP_SEARCH_PAGE_SIZE,
      region: MAP_SEARCH_REGION,
      coordinateSystem,
    }),
};
