// Single-use upload URLs without trusting the object store (docs/deployment.md#single-use-upload-urls): the
// first PUT of a pre-signed URL claims its key here (the primary key is the claim), and a direct upload to
// the bucket is recorded here, with its owner, from the moment its credential is answered.
export default /* sql */ `
create table upload_claims (
  storage_key text primary key,
  group_id uuid not null references groups(id) on delete cascade,
  user_id uuid references users(id) on delete set null,
  kind text not null,
  content_type text,
  target_key text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index upload_claims_group on upload_claims (group_id, created_at);
`;
