import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_106: torch.Tensor):
        hidden_states_107 = torch._C._nn.gelu(hidden_states_106)
        hidden_states_108 = torch.nn.functional.dropout(hidden_states_107, 0.1, False, False)
        hidden_states_107 = None
        return (hidden_states_108,)
