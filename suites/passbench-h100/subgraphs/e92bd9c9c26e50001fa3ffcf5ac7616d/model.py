import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_2: torch.Tensor, dropout_2: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_norm1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_norm1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states = embeddings_2 + dropout_2
        hidden_states_1 = torch.nn.functional.layer_norm(hidden_states, (32,), L_self_modules_encoder_modules_layers_modules_0_modules_norm1_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_norm1_parameters_bias_, 1e-05)
        hidden_states = None
        return (hidden_states_1,)
