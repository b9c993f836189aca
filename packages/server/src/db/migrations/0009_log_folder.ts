// The folder an operation-log record is about, beside its project: the log list leaves out records about a
// folder or project the caller's grants hide (modules/logs, modules/resourcePermissions). Records written
// before this step name their folder only in `content` and stay as they were.
export default /* sql */ `
alter table log_records add column folder_id uuid;
`;
