import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_3: torch.Tensor):
        hidden_states_4 = torch.nn.functional.relu(hidden_states_3, inplace=False)
        hidden_states_5 = torch.nn.functional.dropout(hidden_states_4, 0.1, False, False)
        hidden_states_4 = None
        return (hidden_states_5,)
