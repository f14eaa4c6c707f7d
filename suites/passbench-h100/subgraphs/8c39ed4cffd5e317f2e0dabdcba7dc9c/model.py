import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_token_type_ids_: torch.Tensor, L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_: torch.nn.parameter.Parameter, inputs_embeds: torch.Tensor, L_self_modules_embeddings_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embeddings_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        token_type_embeddings = torch.nn.functional.embedding(L_token_type_ids_, L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_, None, None, 2.0, False, False)
        embeddings = inputs_embeds + token_type_embeddings
        token_type_embeddings = None
        embeddings_1 = torch.nn.functional.layer_norm(embeddings, (32,), L_self_modules_embeddings_modules_LayerNorm_parameters_weight_, L_self_modules_embeddings_modules_LayerNorm_parameters_bias_, 1e-12)
        embeddings = None
        embeddings_2 = torch.nn.functional.dropout(embeddings_1, 0.1, False, False)
        embeddings_1 = None
        return (embeddings_2,)
