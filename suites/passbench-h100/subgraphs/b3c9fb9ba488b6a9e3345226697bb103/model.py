import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, position_ids_1: torch.Tensor, L_self_modules_embeddings_modules_position_embeddings_parameters_weight_: torch.nn.parameter.Parameter, inputs_embeds: torch.Tensor, L_self_modules_embeddings_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embeddings_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        position_embeddings = torch.nn.functional.embedding(position_ids_1, L_self_modules_embeddings_modules_position_embeddings_parameters_weight_, 1, None, 2.0, False, False)
        embeddings = inputs_embeds + position_embeddings
        position_embeddings = None
        embeddings_1 = torch.nn.functional.layer_norm(embeddings, (32,), L_self_modules_embeddings_modules_layer_norm_parameters_weight_, L_self_modules_embeddings_modules_layer_norm_parameters_bias_, 1e-05)
        embeddings = None
        embeddings_2 = torch.nn.functional.dropout(embeddings_1, 0.1, False, False)
        embeddings_1 = None
        return (embeddings_2,)
