import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons/svg/person-add';
import { getUserImportJob, importUsersCsv, USER_IMPORT_COLUMNS } from '@shared/contract/imports';
import type { UserView } from '@shared/contract/users';
import { HELPDESK_ROLE_OPTIONS } from '@shared/domain/adminRules';
import { useNavigate } from 'react-router';
import { CsvImport } from '@/components/CsvImport';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { PageShell } from '@/components/PageShell';
import { RowLink } from '@/components/RowLink';
import { listTableProps, usePagedTable } from '@/components/usePagedTable';
import { useUsersPage } from './api';

/** Users import in the background (shared/contract/imports.ts). */
const userImport = { start: importUsersCsv, progress: getUserImportJob };

/** Spec: 8 rows a page for the users list. */
export const USERS_PAGE_SIZE = 8;

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

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
    {
      id: 'fullName',
      header: 'Full Name',
      sortKey: 'fullName',
      render: (user) => <RowLink to={userFormPath(user.id)}>{user.fullName}</RowLink>,
    },
    { id: 'email', header: 'Email Id', sortKey: 'email', render: (user) => user.email },
    { id: 'mobile', header: 'Mobile No.', sortKey: 'mobile', render: (user) => user.mobile },
    { id: 'designation', header: 'Designation', sortKey: 'designation', render: (user) => user.designation },
    { id: 'helpdeskRole', header: 'Role', sortKey: 'helpdeskRole', render: (user) => roleLabel(user.helpdeskRole) },
  ];
}

/** /usersList: the Users List table under the spec's heading 'Teams', with Add User. */
export default function UsersListPage() {
  const navigate = useNavigate();
  const styles = useStyles();
  const columns = useColumns();
  const table = usePagedTable({ orderBy: 'fullName', orderDirection: 'asc' }, USERS_PAGE_SIZE);
  const users = useUsersPage(table.request);

  return (
    <PageShell
      title="Users"
      actions={
        <div className={styles.actions}>
          <CsvImport
            what="Users"
            endpoint={userImport}
            columns={USER_IMPORT_COLUMNS}
            example={USER_IMPORT_EXAMPLE}
            help="helpdeskRole is one of user, agent, central agent, team lead, central admin; departmentName is a department's name. New users are mailed a link to set their password; a row whose email exists updates that user."
            onImported={() => users.mutate()}
          />
          <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => navigate('/users')}>
            Add User
          </Button>
        </div>
      }
    >
      <DataTable
        ariaLabel="Users List"
        columns={columns}
        rowId={(user) => user.id}
        {...table.tableProps}
        {...listTableProps(users, (data) => data.users)}
        searchPlaceholder="Search"
        emptyMessage="No users found"
      />
    </PageShell>
  );
}
