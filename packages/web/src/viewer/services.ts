import { createContext } from 'react';
import type { DataSourceConfig } from '@twincanvas/model';

/**
 * Calls a running dashboard's components make that depend on how the viewer reached the project.
 * On a share page there is no member sign-in: the viewer provides signed share calls here, and a
 * component that finds one uses it instead of its member route. A case view has a member, who may view
 * cases without project rights: it provides the map signing through the case only. Absent (null) in the
 * editor and preview, where the member routes work.
 */
export interface WeatherAnswer {
  result: { city: string; weather_info: string; temperature: string | number; resourceId?: number }[];
}

/** The map proxy's answer for one address (docs/maps.md "External tiles, styles and models"). */
export interface MapSignAnswer {
  code: string;
  msg?: string;
  data: { origin: string; prefix: string } | null;
}

export interface ViewerServices {
  mode: 'share' | 'case';
  /** Weather of cities shown by the shared project's weather components; null when it failed. */
  weather?(cities: string[]): Promise<WeatherAnswer | null>;
  /**
   * The map proxy prefix of an origin the project's maps name (the server refuses others); `from` names
   * the map item whose data gave the address, whose stored request the share checks it against.
   */
  mapSign(
    url: string,
    from?: { componentId: string; requestSource?: DataSourceConfig },
  ): Promise<MapSignAnswer>;
}

export const ViewerServicesContext = createContext<ViewerServices | null>(null);
