import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_4: torch.Tensor):
        hidden_states_5 = torch.nn.functional.relu(hidden_states_4, inplace=False)
        hidden_states_6 = torch.nn.functional.dropout(hidden_states_5, 0.1, False, False)
        hidden_states_5 = None
        return (hidden_states_6,)
