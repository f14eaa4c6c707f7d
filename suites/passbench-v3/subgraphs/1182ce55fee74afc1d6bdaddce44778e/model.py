import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_30: torch.Tensor):
        hidden_states_31 = torch._C._nn.gelu(hidden_states_30)
        hidden_states_32 = torch.nn.functional.dropout(hidden_states_31, 0.1, False, False)
        hidden_states_31 = None
        return (hidden_states_32,)
