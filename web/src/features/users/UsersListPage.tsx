import { PersonAddRegular } from '@fluentui/react-icons/svg/person-add';
import { getUserImportJob, importUsersCsv, USER_IMPORT_COLUMNS } from '@shared/contract/imports';
import type { UserView } from '@shared/contract/users';
import { HELPDESK_ROLE_OPTIONS } from '@shared/domain/adminRules';
import { CsvImport } from '@/components/CsvImport';
import type { DataTableColumn } from '@/components/DataTable';
import { AddRecordButton, ListPage } from '@/components/ListPage';
import { recordLinkColumn } from '@/components/RowLink';
import { usePagedTable } from '@/components/usePagedTable';
import { useUsersPage } from './api';

/** Users import in the background (shared/contract/imports.ts). */
const userImport = { start: importUsersCsv, progress: getUserImportJob };

/** Spec: 8 rows a page for the users list. */
export const USERS_PAGE_SIZE = 8;

const USER_IMPORT_EXAMPLE = {
  email: 'asha.rao@example.edu',
  fullName: 'Asha Rao',
  mobile: '919876543210',
  employeeId: 'E1024',
  branch: 'Hyderabad',
  officeType: 'School',
  designation: 'Teacher',
  helpdeskRole: 'user',
  departmentName: 'IT Support',
};

export const userFormPath = (userId: string) => `/users/id:${userId}`;

const roleLabel = (role: string) =>
  HELPDESK_ROLE_OPTIONS.find((option) => option.value === role.trim().toLowerCase())?.label ?? (role || 'User');

function useColumns(): DataTableColumn<UserView>[] {
  return [
    recordLinkColumn('fullName', 'Full Name', (user) => userFormPath(user.id)),
    { id: 'email', header: 'Email Id', sortKey: 'email', render: (user) => user.email },
    { id: 'mobile', header: 'Mobile No.', sortKey: 'mobile', render: (user) => user.mobile },
    { id: 'designation', header: 'Designation', sortKey: 'designation', render: (user) => user.designation },
    { id: 'helpdeskRole', header: 'Role', sortKey: 'helpdeskRole', render: (user) => roleLabel(user.helpdeskRole) },
  ];
}

/** /usersList: the Users List table under the spec's heading 'Teams', with Add User. */
export default function UsersListPage() {
  const columns = useColumns();
  const table = usePagedTable({ orderBy: 'fullName', orderDirection: 'asc' }, USERS_PAGE_SIZE);
  const users = useUsersPage(table.request);

  return (
    <ListPage
      title="Users"
      tableLabel="Users List"
      actions={
        <>
          <CsvImport
            what="Users"
            endpoint={userImport}
            columns={USER_IMPORT_COLUMNS}
            example={USER_IMPORT_EXAMPLE}
            help="helpdeskRole is one of user, agent, central agent, team lead, central admin; departmentName is a department's name. New users are mailed a link to set their password; a row whose email exists updates that user."
            onImported={() => users.mutate()}
          />
          <AddRecordButton to="/users" icon={<PersonAddRegular />}>
            Add User
          </AddRecordButton>
        </>
      }
      list={users}
      rowsOf={(data) => data.users}
      columns={columns}
      paging={table.tableProps}
      searchPlaceholder="Search"
      emptyMessage="No users yet. Add User to create the first, or Import a CSV."
    />
  );
}
