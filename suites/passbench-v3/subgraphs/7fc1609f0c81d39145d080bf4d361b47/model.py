import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_114: torch.Tensor):
        flatten_10 = hidden_states_114.flatten(2)
        hidden_states_115 = flatten_10.transpose(1, 2)
        flatten_10 = None
        hidden_states_116 = torch._C._nn.gelu(hidden_states_115)
        hidden_states_115 = None
        hidden_states_117 = torch.nn.functional.dropout(hidden_states_116, 0.0, False, False)
        hidden_states_116 = None
        return (hidden_states_117,)
