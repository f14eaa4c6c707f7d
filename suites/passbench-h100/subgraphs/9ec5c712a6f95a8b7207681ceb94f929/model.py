import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_2: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_before_eps: torch.Tensor):
        embeddings_3 = torch.nn.functional.dropout(embeddings_2, 0.0, False, False)
        item_1 = L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_before_eps.item()
        return (embeddings_3,)
