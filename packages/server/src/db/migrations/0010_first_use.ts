// Accounts an administrator creates carry an initial password the user must replace at first sign-in
// (docs/first-use.md).
export default /* sql */ `
alter table users add column must_change_password boolean not null default false;
`;
