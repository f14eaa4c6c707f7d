import torch


class GraphModule(torch.nn.Module):
    def forward(self, key_states_9: torch.Tensor, value_states_9: torch.Tensor):
        key_4 = key_states_9.contiguous()
        value_4 = value_states_9.contiguous()
        return (key_4, value_4)
