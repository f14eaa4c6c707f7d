import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_29: torch.Tensor):
        hidden_states_30 = torch._C._nn.gelu(hidden_states_29)
        hidden_states_31 = torch.nn.functional.dropout(hidden_states_30, 0.1, False, False)
        hidden_states_30 = None
        return (hidden_states_31,)
