import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, position_ids: torch.Tensor, L_self_modules_embeddings_modules_position_embeddings_parameters_weight_: torch.nn.parameter.Parameter, embeddings: torch.Tensor, L_self_modules_embeddings_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embeddings_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        position_embeddings = torch.nn.functional.embedding(position_ids, L_self_modules_embeddings_modules_position_embeddings_parameters_weight_, 1, None, 2.0, False, False)
        embeddings_1 = operator.iadd(embeddings, position_embeddings)
        position_embeddings = None
        embeddings_2 = torch.nn.functional.layer_norm(embeddings_1, (32,), L_self_modules_embeddings_modules_LayerNorm_parameters_weight_, L_self_modules_embeddings_modules_LayerNorm_parameters_bias_, 1e-12)
        embeddings_1 = None
        embeddings_3 = torch.nn.functional.dropout(embeddings_2, 0.1, False, False)
        embeddings_2 = None
        hidden_states_pre_layer_norm = torch.nn.functional.layer_norm(embeddings_3, (32,), L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_LayerNorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_LayerNorm_parameters_bias_, 1e-12)
        return (hidden_states_pre_layer_norm, embeddings_3)
