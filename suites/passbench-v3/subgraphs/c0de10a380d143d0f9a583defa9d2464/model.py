import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_40: torch.Tensor):
        hidden_states_41 = torch._C._nn.gelu(hidden_states_40)
        hidden_states_42 = torch.nn.functional.dropout(hidden_states_41, 0.1, False, False)
        hidden_states_41 = None
        return (hidden_states_42,)
