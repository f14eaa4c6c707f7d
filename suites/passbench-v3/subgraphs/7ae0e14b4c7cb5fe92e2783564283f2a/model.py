import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_9: torch.Tensor, hidden_state_11: torch.Tensor, L_self_modules_vision_encoder_modules_backbone_modules_layers_modules_1_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_encoder_modules_backbone_modules_layers_modules_1_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_11 = hidden_states_9 + hidden_state_11
        hidden_states_12 = torch.nn.functional.layer_norm(hidden_states_11, (1024,), L_self_modules_vision_encoder_modules_backbone_modules_layers_modules_1_modules_layer_norm2_parameters_weight_, L_self_modules_vision_encoder_modules_backbone_modules_layers_modules_1_modules_layer_norm2_parameters_bias_, 1e-06)
        return (hidden_states_12, hidden_states_11)
