import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_102: torch.Tensor):
        hidden_states_103 = torch._C._nn.gelu(hidden_states_102)
        hidden_states_104 = torch.nn.functional.dropout(hidden_states_103, 0.1, False, False)
        hidden_states_103 = None
        return (hidden_states_104,)
