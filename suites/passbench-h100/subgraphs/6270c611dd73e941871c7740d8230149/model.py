import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, batch_arange: torch.Tensor, q_arange: torch.Tensor):
        arange_3 = torch.arange(128, device=torch.device(type="cuda", index=0))
        kv_arange = arange_3 + 0
        arange_3 = None
        batch_indices = batch_arange[(slice(None, None, None), None, None, None)]
        q_indices = q_arange[(None, None, slice(None, None, None), None)]
        kv_indices = kv_arange[(None, None, None, slice(None, None, None))]
        kv_arange = None
        return (q_indices, batch_indices, kv_indices)
