import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states: torch.Tensor, key_states: torch.Tensor, value_states: torch.Tensor):
        query = query_states.contiguous()
        key = key_states.contiguous()
        value = value_states.contiguous()
        return (query, key, value)
