import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_43: torch.Tensor):
        hidden_states_44 = torch._C._nn.gelu(hidden_states_43)
        hidden_states_45 = torch.nn.functional.dropout(hidden_states_44, 0.1, False, False)
        hidden_states_44 = None
        return (hidden_states_45,)
