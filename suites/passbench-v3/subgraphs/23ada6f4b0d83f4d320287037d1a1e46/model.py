import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_41: torch.Tensor):
        flatten_4 = hidden_states_41.flatten(2)
        hidden_states_42 = flatten_4.transpose(1, 2)
        flatten_4 = None
        hidden_states_43 = torch._C._nn.gelu(hidden_states_42)
        hidden_states_42 = None
        hidden_states_44 = torch.nn.functional.dropout(hidden_states_43, 0.0, False, False)
        hidden_states_43 = None
        return (hidden_states_44,)
