import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_kwargs_input_ids_: torch.Tensor, L_self_modules_embeddings_modules_word_embeddings_parameters_weight_: torch.nn.parameter.Parameter, token_type_ids: torch.Tensor, L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_: torch.nn.parameter.Parameter, position_ids: torch.Tensor, L_self_modules_embeddings_modules_position_embeddings_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embeddings_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embeddings_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        inputs_embeds = torch.nn.functional.embedding(L_kwargs_input_ids_, L_self_modules_embeddings_modules_word_embeddings_parameters_weight_, 0, None, 2.0, False, False)
        token_type_embeddings = torch.nn.functional.embedding(token_type_ids, L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_, None, None, 2.0, False, False)
        embeddings = inputs_embeds + token_type_embeddings
        inputs_embeds = token_type_embeddings = None
        position_embeddings = torch.nn.functional.embedding(position_ids, L_self_modules_embeddings_modules_position_embeddings_parameters_weight_, None, None, 2.0, False, False)
        embeddings_1 = embeddings + position_embeddings
        embeddings = position_embeddings = None
        embeddings_2 = torch.nn.functional.layer_norm(embeddings_1, (768,), L_self_modules_embeddings_modules_LayerNorm_parameters_weight_, L_self_modules_embeddings_modules_LayerNorm_parameters_bias_, 1e-12)
        embeddings_1 = None
        embeddings_3 = torch.nn.functional.dropout(embeddings_2, 0.1, False, False)
        embeddings_2 = None
        return (embeddings_3,)
