import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_4: torch.Tensor):
        hidden_state_5 = torch._C._nn.gelu(hidden_state_4)
        hidden_state_6 = torch.nn.functional.dropout(hidden_state_5, 0.0, False, False)
        hidden_state_5 = None
        return (hidden_state_6,)
