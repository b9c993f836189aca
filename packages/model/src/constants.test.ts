import { describe, expect, it } from 'vitest';
import * as C from './constants.js';

describe('business constants (docs/reference.md#limits)', () => {
  it('"History depth 20 per scene; name limit 100; 3D copy name guard 20."', () => {
    expect([C.HISTORY_DEPTH, C.NAME_MAX_UNITS, C.COPY_3D_NAME_GUARD]).toEqual([20, 100, 20]);
  });
  it('"Paste offset 5 + 5 per repeat; visibility margins 25/35; default group 218x136 at 300,300."', () => {
    expect([C.PASTE_OFFSET, C.PASTE_OFFSET_STEP]).toEqual([5, 5]);
    expect([C.PASTE_MARGIN_TOP, C.PASTE_MARGIN_LEFT, C.PASTE_MARGIN_RIGHT, C.PASTE_MARGIN_BOTTOM]).toEqual([
      25, 25, 25, 35,
    ]);
    expect([
      C.GROUP_DEFAULT_WIDTH,
      C.GROUP_DEFAULT_HEIGHT,
      C.GROUP_DEFAULT_LEFT,
      C.GROUP_DEFAULT_TOP,
    ]).toEqual([218, 136, 300, 300]);
    expect([C.DEFAULT_PASTE_LEFT, C.DEFAULT_PASTE_TOP]).toEqual([100, 100]);
  });
  it('"Canvas 1920x1080; SCREENSIZE 1920; LAYOUTSIZE 1440; scale min 0.2, fallback 0.7, step 10%; camera clamp limit 1000; engine load progress 0.4."', () => {
    expect([C.CANVAS_DEFAULT_WIDTH, C.CANVAS_DEFAULT_HEIGHT, C.SCREENSIZE, C.LAYOUTSIZE]).toEqual([
      1920, 1080, 1920, 1440,
    ]);
    expect([C.SCALE_MIN, C.SCALE_FALLBACK, C.SCALE_STEP_PERCENT]).toEqual([0.2, 0.7, 10]);
    expect([C.CAMERA_CLAMP_LIMIT, C.ENGINE_LOAD_PROGRESS]).toEqual([1000, 0.4]);
  });
  it('"default model source 10602; default share type 10000; variable status 10001 active; floating panel index start 25; router option lists limit 10000; component-state throttle 600 ms"', () => {
    expect([C.DEFAULT_MODEL_SOURCE, C.DEFAULT_SHARE_TYPE, C.VARIABLE_STATUS_ACTIVE]).toEqual([
      10602, 10000, 10001,
    ]);
    expect([C.FLOATING_PANEL_INDEX_START, C.ROUTER_OPTION_LIST_LIMIT, C.COMPONENT_STATE_THROTTLE_MS]).toEqual(
      [25, 10000, 600],
    );
  });
  it('"collection list page 1, size 10000, cache 3 minutes (180000 ms); cached request default stale time 300000 ms"', () => {
    expect([C.COLLECTION_LIST_SIZE, C.COLLECTION_CACHE_MS, C.CACHE_STALE_MS, C.WARNING_REFRESH_MS]).toEqual([
      10000, 180000, 300000, 180000,
    ]);
  });
  it('"Default camera: distance 90, clamp 20-150, x-angle clamp 10-90, y-angle -360..360; default area interaction camera distance 12, pitch 30."', () => {
    expect([C.CAMERA_DEFAULT_DISTANCE, C.CAMERA_DISTANCE_MIN, C.CAMERA_DISTANCE_MAX]).toEqual([90, 20, 150]);
    expect([C.CAMERA_X_ANGLE_MIN, C.CAMERA_X_ANGLE_MAX, C.CAMERA_Y_ANGLE_MIN, C.CAMERA_Y_ANGLE_MAX]).toEqual([
      10, 90, -360, 360,
    ]);
    expect([C.AREA_CAMERA_DISTANCE, C.AREA_CAMERA_PITCH, C.CAMERA_MODE_ORBIT, C.CAMERA_MODE_WALK]).toEqual([
      12, 30, 1001, 2001,
    ]);
  });
  it('platform 9: "Websocket reconnects / interval / heartbeat / forced disconnect | 3 / 3000 ms / 45 s / 50 s"', () => {
    expect([
      C.SOCKET_RECONNECT_ATTEMPTS,
      C.SOCKET_RECONNECT_INTERVAL_MS,
      C.SOCKET_HEARTBEAT_MS,
      C.SOCKET_FORCED_DISCONNECT_MS,
    ]).toEqual([3, 3000, 45000, 50000]);
    expect([C.CHUNK_LOAD_TIMEOUT_MS, C.PROJECT_PAGE_SIZE, C.LOG_PAGE_SIZE, C.CASE_PAGE_SIZE]).toEqual([
      120000, 30, 9, 20,
    ]);
    expect([C.TWIN_TOKEN_VALIDITY_MS, C.TWIN_RETRY_ATTEMPTS, C.RANDOM_TABLE_PAGE_ID_LENGTH]).toEqual([
      300000, 2, 32,
    ]);
    expect(C.RESOURCE_LIMIT_CATEGORIES).toHaveLength(10);
  });
});
