import torch


class GraphModule(torch.nn.Module):
    def forward(self, patch_embeds: torch.Tensor, L_self_modules_embeddings_buffers_position_ids_: torch.Tensor, L_self_modules_embeddings_modules_position_embedding_parameters_weight_: torch.nn.parameter.Parameter):
        flatten = patch_embeds.flatten(2)
        embeddings = flatten.transpose(1, 2)
        flatten = None
        embedding = torch.nn.functional.embedding(L_self_modules_embeddings_buffers_position_ids_, L_self_modules_embeddings_modules_position_embedding_parameters_weight_, None, None, 2.0, False, False)
        return (embeddings, embedding)
