import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_24: torch.Tensor):
        hidden_state_25 = torch._C._nn.gelu(hidden_state_24)
        hidden_state_26 = torch.nn.functional.dropout(hidden_state_25, 0.0, False, False)
        hidden_state_25 = None
        return (hidden_state_26,)
