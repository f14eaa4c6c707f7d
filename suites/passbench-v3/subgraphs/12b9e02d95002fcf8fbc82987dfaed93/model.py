import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_360: torch.Tensor):
        hidden_states_361 = torch.nn.functional.relu(hidden_states_360, inplace=False)
        hidden_states_362 = torch.nn.functional.dropout(hidden_states_361, 0.1, False, False)
        hidden_states_361 = None
        return (hidden_states_362,)
