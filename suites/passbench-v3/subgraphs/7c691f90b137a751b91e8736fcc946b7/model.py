import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, dropout_65: torch.Tensor, features_flattened: torch.Tensor, L_self_modules_detr_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_detr_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_445 = dropout_65 + features_flattened
        hidden_states_446 = torch.nn.functional.layer_norm(hidden_states_445, (256,), L_self_modules_detr_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_, L_self_modules_detr_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_, 1e-05)
        return (hidden_states_446, hidden_states_445)
