// Every business number lives here so the rest of the project never repeats a literal (documented in
// docs/reference.md#limits and docs/reference.md#defaults): editor values first, then the platform's.

// ── Canvas and layout ────────────────────────────────────────────────────────
export const CANVAS_DEFAULT_WIDTH = 1920;
export const CANVAS_DEFAULT_HEIGHT = 1080;
export const SCREENSIZE = 1920;
export const LAYOUTSIZE = 1440;
export const FLOATING_PANEL_INDEX_START = 25;

// ── Scale ────────────────────────────────────────────────────────────────────
export const SCALE_MIN = 0.2;
export const SCALE_FALLBACK = 0.7;
/** Zoom steps are whole multiples of this many percent. */
export const SCALE_STEP_PERCENT = 10;
export const PERCENT = 100;
export const SHARE_SCALE_BREAKPOINTS = [2000, 3000, 4000] as const;

// ── Colour ───────────────────────────────────────────────────────────────────
/** Offset between the stored gradient rotation and the CSS linear-gradient angle. */
export const GRADIENT_CSS_ANGLE_OFFSET = 90;

// ── Names and history ────────────────────────────────────────────────────────
export const NAME_MAX_UNITS = 100;
/** A character outside Latin-1 (a Chinese character) counts this many units towards NAME_MAX_UNITS. */
export const WIDE_CHAR_UNITS = 2;
export const COPY_3D_NAME_GUARD = 20;
export const HISTORY_DEPTH = 20;
export const COPY_SUFFIX = '副本';
export const COLLECT_SUFFIX = '收藏';

// ── Paste ────────────────────────────────────────────────────────────────────
export const PASTE_OFFSET = 5;
export const PASTE_OFFSET_STEP = 5;
export const PASTE_MARGIN_TOP = 25;
export const PASTE_MARGIN_LEFT = 25;
export const PASTE_MARGIN_RIGHT = 25;
export const PASTE_MARGIN_BOTTOM = 35;
export const DEFAULT_PASTE_LEFT = 100;
export const DEFAULT_PASTE_TOP = 100;
/** 3D pastes move by (copy count + this) on x and z. */
export const PASTE_3D_OFFSET_BASE = 1;

// ── Alignment ────────────────────────────────────────────────────────────────
export const DISTRIBUTE_MIN_ITEMS = 3;

// ── Component defaults ───────────────────────────────────────────────────────
export const CHART_DEFAULT_WIDTH = 400;
export const CHART_DEFAULT_HEIGHT = 250;
export const CAROUSEL_INTERVAL_MS = 3000;
export const CAROUSEL_DURATION_MS = 1000;
export const DYNAMIC_PANEL_INTERVAL_MS = 10000;
export const DYNAMIC_PANEL_DURATION_MS = 1000;
export const GROUP_TEMPLATE_NAME = 'group';
export const GROUP_TYPE_CODE = '5001';
export const DYNAMIC_PANEL_TYPE_CODE = '4901';
export const GROUP_DEFAULT_WIDTH = 218;
export const GROUP_DEFAULT_HEIGHT = 136;
export const GROUP_DEFAULT_LEFT = 300;
export const GROUP_DEFAULT_TOP = 300;
export const TEXT_DEFAULT_SIZE = 28;
export const CHART_AUTO_REFRESH_INTERVAL = 20;
export const CHART_AUTO_REFRESH_DURATION = 20;
export const WEATHER_TIME_REFRESH_S = 3600;
export const MAP_DEFAULT_CENTER_LNG = 116.397428;
export const MAP_DEFAULT_CENTER_LAT = 39.90923;
export const MAP_DEFAULT_ZOOM = 15;
export const MAP_MIN_ZOOM = 3;
export const MAP_MAX_ZOOM = 20;
export const MAP_DEFAULT_PITCH = 30;
export const MAP_DEFAULT_LEVEL = 10.0;
export const DEFAULT_3D_SUBTYPE = 'CommonPlacards';
export const DEFAULT_3D_STYLE_ID = '_default';
export const DEFAULT_CONDITION_NAME = 'condition 1';
export const DEFAULT_CONDITION_TARGET = '_default';
export const DEFAULT_FILTER_NAME = 'filter example';
export const DEFAULT_MODEL_SOURCE = 10602;
export const SYSTEM_SCENE_NAME = '系统层';
export const SYSTEM_SCENE_ORDER = 0;
export const CASE_COPY_DEFAULT = 0;

// ── Multi-selection pseudo ids ───────────────────────────────────────────────
export const BATCH_ID = -2;
export const NO_ID = -1;

// ── Scene types ──────────────────────────────────────────────────────────────
export const SCENE_TYPE_3D = 1;
export const SCENE_TYPE_EARTH = 3;

// ── 3D camera and engine ─────────────────────────────────────────────────────
export const CAMERA_DEFAULT_DISTANCE = 90;
export const CAMERA_DISTANCE_MIN = 20;
export const CAMERA_DISTANCE_MAX = 150;
export const CAMERA_X_ANGLE_MIN = 10;
export const CAMERA_X_ANGLE_MAX = 90;
export const CAMERA_Y_ANGLE_MIN = -360;
export const CAMERA_Y_ANGLE_MAX = 360;
export const AREA_CAMERA_DISTANCE = 12;
export const AREA_CAMERA_PITCH = 30;
export const CAMERA_CLAMP_LIMIT_MIN = 0;
export const CAMERA_CLAMP_LIMIT = 1000;
export const CAMERA_MODE_ORBIT = 1001;
export const CAMERA_MODE_WALK = 2001;
export const QUALITY_HIGH = 3;
export const QUALITY_MEDIUM = 2;
export const QUALITY_SMOOTH = 1;
export const RENDER_QUALITY_DEFAULT = QUALITY_MEDIUM;
export const SCENE_CONFIG_VERSION = 2;
export const ENGINE_LOAD_PROGRESS = 0.4;

// ── Runtime timings ──────────────────────────────────────────────────────────
export const COMPONENT_STATE_THROTTLE_MS = 600;
export const WARNING_REFRESH_MS = 180000;
export const CACHE_STALE_MS = 300000;
export const COLLECTION_CACHE_MS = 180000;
export const DEBOUNCE_DEFAULT_MS = 300;
export const AUTO_REQUEST_DEFAULT_INTERVAL = 10;
export const SAVE_CACHE_SLOTS = 2;

// ── Codes ────────────────────────────────────────────────────────────────────
export const VARIABLE_STATUS_ACTIVE = 10001;
export const DEFAULT_SHARE_TYPE = 10000;
export const DEFAULT_UNITY_RESOURCE_TYPE = 10001;
export const ROUTER_TYPE_GLOBAL = 1;
export const ROUTER_TYPE_PROJECT = 0;
export const ROUTER_OPTION_LIST_LIMIT = 10000;
export const AUTHENTICATION_TYPE_TOKEN = 2;
export const SPECIAL_REALIZE_MOVEMENT = '40001';
export const EVENT_CLICK = 40101;
export const EVENT_DOUBLE_CLICK = 40102;
export const EVENT_MOUSE_ENTER = 40105;
export const EVENT_MOUSE_LEAVE = 40106;
export const EVENT_TIMER = 40107;
export const EVENT_VALUE_CHANGE = 40108;
export const EVENT_REACH = 50101;
export const BODY_TYPE = { none: 0, form: 1, json: 2 } as const;
export const DATABASE_TYPE = { api: 0, mysql: 1, oracle: 3, sqlServer: 4, postgreSQL: 5, DAYU: 6 } as const;
export const RESOURCE_PAGE_DEFAULT = 1;
export const RESOURCE_LIMIT_DEFAULT = 20;
export const COLLECTION_LIST_SIZE = 10000;
export const RANDOM_TABLE_PAGE_ID_LENGTH = 32;
/** Bytes of randomness in a new identifier: 16 bytes = 128 bits. */
export const ID_RANDOM_BYTES = 16;

// ── Platform ─────────────────────────────────────────────────────────────────
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const SOCKET_RECONNECT_ATTEMPTS = 3;
export const SOCKET_RECONNECT_INTERVAL_MS = 3000;
export const SOCKET_HEARTBEAT_MS = 45000;
export const SOCKET_FORCED_DISCONNECT_MS = 50000;
export const USER_COOKIE_DAYS = 90;
export const MAP_SEARCH_PAGE_SIZE = 20;
export const MAP_SEARCH_REGION = 'China';
export const TOAST_DURATION_S = 3;
export const TOAST_TOP = 50;
export const LOG_PAGE_SIZE = 9;
export const CASE_PAGE_SIZE = 20;
export const CASE_COUNT_ONLY_END = 10000;
export const PROJECT_PAGE_SIZE = 30;
export const DEPLOY_PAGE_TOTAL = 9;
export const SIDE_PANEL_USER_PAGE = 1;
export const SIDE_PANEL_USER_PAGE_SIZE = 10;
export const FOLDER_REFRESH_TOTAL = 5;
export const TRIAL_DATE = '2020/9/10';
export const PERMISSION_VIEW_USERS = 1080205;
export const PERMISSION_VIEW_USER_GROUPS = 1080305;
export const TWIN_TOKEN_VALIDITY_MS = 5 * 60 * 1000;
export const TWIN_RETRY_ATTEMPTS = 2;
export const TWIN_TOKEN_INVALID_CODE = 202004;
export const TRIAL_REMINDER_HOURS = 24;
export const VERSION_PRIVATE = 'v3.3.0';
export const VERSION_PUBLIC = 'v3.2.0';
export const LOAD_UNREACHABLE_CODES = ['501302', '401'] as const;
export const SUCCESS_CODE = '0';
export const GROUP_TYPE = { font: 5, dataSource: 7, globalRouter: 8 } as const;
export const USER_SEX = { man: 0, women: 1, unknown: -1 } as const;
export const UPLOAD_BELONG = { others: 0, group: 1, user: 2, groupAndUser: 3 } as const;
export const RESOURCE_LIMIT_CATEGORIES = [
  'SEAT',
  'PROJECT',
  'PROJECT_LEVEL',
  'SCENE',
  'MODEL',
  'CHART',
  'COMPONENT_COLLECTION',
  'TTF',
  'COLOR_PLAN',
  'UNITY_CLOUD',
] as const;

// ── Form validation ──────────────────────────────────────────────────────────
export const PHONE_LENGTH = 11;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const CODE_LENGTH_DEFAULT = 6;
export const USER_NAME_MIN = 1;
export const USER_NAME_MAX = 20;
export const ACCOUNT_MIN = 6;
export const ACCOUNT_MAX = 20;
export const PERSON_NAME_MAX = 20;
export const ID_CARD_LENGTH = 18;
export const TAX_NUMBER_LENGTH = 18;
