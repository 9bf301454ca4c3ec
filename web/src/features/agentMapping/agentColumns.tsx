import type { DataTableColumn } from '@/components/DataTable';

/** An agent as the mapping tables show one (administration spec: the agent columns). */
export interface AgentUser {
  id: string;
  email: string;
  fullName: string;
  mobile: string;
  officeType: string;
  designation: string;
  employeeId: string;
}

/** Email, FullName, Mobile, Office Type, Designation, EmployeeId; each sorted by the server. */
export const agentColumns: DataTableColumn<AgentUser>[] = [
  { id: 'email', header: 'Email', sortKey: 'email', render: (user) => user.email },
  { id: 'fullName', header: 'Full Name', sortKey: 'fullName', render: (user) => user.fullName },
  { id: 'mobile', header: 'Mobile', sortKey: 'mobile', render: (user) => user.mobile },
  { id: 'officeType', header: 'Office Type', sortKey: 'officeType', render: (user) => user.officeType },
  { id: 'designation', header: 'Designation', sortKey: 'designation', render: (user) => user.designation },
  { id: 'employeeId', header: 'Employee Id', sortKey: 'employeeId', render: (user) => user.employeeId },
];
