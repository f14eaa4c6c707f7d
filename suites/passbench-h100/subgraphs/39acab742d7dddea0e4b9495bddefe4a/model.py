import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, position_ids: torch.Tensor, L_self_modules_embeddings_modules_position_embeddings_parameters_weight_: torch.nn.parameter.Parameter, embeddings: torch.Tensor, L_self_modules_embeddings_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embeddings_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter, L_attention_mask_: torch.Tensor):
        position_embeddings = torch.nn.functional.embedding(position_ids, L_self_modules_embeddings_modules_position_embeddings_parameters_weight_, None, None, 2.0, False, False)
        embeddings_1 = operator.iadd(embeddings, position_embeddings)
        position_embeddings = None
        embeddings_2 = torch.nn.functional.layer_norm(embeddings_1, (128,), L_self_modules_embeddings_modules_LayerNorm_parameters_weight_, L_self_modules_embeddings_modules_LayerNorm_parameters_bias_, 1e-12)
        embeddings_1 = None
        embeddings_3 = torch.nn.functional.dropout(embeddings_2, 0.1, False, False)
        embeddings_2 = None
        getitem_1 = L_attention_mask_[(slice(None, None, None), None, None, slice(None, None, None))]
        expand = getitem_1.expand(1, 1, 21, 21)
        getitem_1 = None
        return (expand, embeddings_3)
