import { createContext } from 'react';

/**
 * Calls a running dashboard's components make that depend on how the viewer reached the project.
 * On a share page there is no member sign-in: the viewer provides signed share calls here, and a
 * component that finds one uses it instead of its member route. Absent (null) in the editor, preview
 * and case, where the member routes work.
 */
export interface WeatherAnswer {
  result: { city: string; weather_info: string; temperature: string | number; resourceId?: number }[];
}

export interface ViewerServices {
  mode: 'share';
  /** Weather of cities shown by the shared project's weather components; null when it failed. */
  weather(cities: string[]): Promise<WeatherAnswer | null>;
}

export const ViewerServicesContext = createContext<ViewerServices | null>(null);
