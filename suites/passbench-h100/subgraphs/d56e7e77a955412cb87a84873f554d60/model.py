import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer: torch.Tensor, key_layer: torch.Tensor, value_layer: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_scaling: torch.Tensor):
        query = query_layer.contiguous()
        key = key_layer.contiguous()
        value = value_layer.contiguous()
        item_2 = L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_scaling.item()
        return (query, key, value)
