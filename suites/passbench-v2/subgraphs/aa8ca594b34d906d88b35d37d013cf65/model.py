import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_1: torch.Tensor, L_self_modules_embeddings_parameters_position_embeddings_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_layernorm_before_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_layernorm_before_parameters_bias_: torch.nn.parameter.Parameter):
        embeddings_2 = embeddings_1 + L_self_modules_embeddings_parameters_position_embeddings_
        embeddings_3 = torch.nn.functional.dropout(embeddings_2, 0.0, False, False)
        embeddings_2 = None
        hidden_states = torch.nn.functional.layer_norm(embeddings_3, (768,), L_self_modules_layers_modules_0_modules_layernorm_before_parameters_weight_, L_self_modules_layers_modules_0_modules_layernorm_before_parameters_bias_, 1e-06)
        return (hidden_states, embeddings_3)
