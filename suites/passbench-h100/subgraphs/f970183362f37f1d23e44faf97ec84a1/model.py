import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, ones: torch.Tensor, L_self_modules_embeddings_modules_position_embeddings_parameters_weight_: torch.nn.parameter.Parameter, inputs_embeds: torch.Tensor, L_self_modules_embeddings_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embeddings_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        seq_length = torch.cumsum(ones, dim=1)
        position_ids = seq_length - ones
        seq_length = None
        position_ids_1 = operator.iadd(position_ids, 2)
        position_ids = None
        position_embeddings = torch.nn.functional.embedding(position_ids_1, L_self_modules_embeddings_modules_position_embeddings_parameters_weight_, 1, None, 2.0, False, False)
        position_ids_1 = None
        embeddings = inputs_embeds + position_embeddings
        position_embeddings = None
        embeddings_1 = torch.nn.functional.layer_norm(embeddings, (32,), L_self_modules_embeddings_modules_layer_norm_parameters_weight_, L_self_modules_embeddings_modules_layer_norm_parameters_bias_, 1e-05)
        embeddings = None
        embeddings_2 = torch.nn.functional.dropout(embeddings_1, 0.1, False, False)
        embeddings_1 = None
        return (embeddings_2,)
