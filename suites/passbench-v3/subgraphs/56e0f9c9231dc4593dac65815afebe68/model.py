import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, ffn_output_5: torch.Tensor, layernormed_context_layer_1: torch.Tensor, L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        add_4 = ffn_output_5 + layernormed_context_layer_1
        hidden_states_2 = torch.nn.functional.layer_norm(add_4, (768,), L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_weight_, L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_bias_, 1e-12)
        add_4 = None
        getitem_2 = hidden_states_2[(slice(None, None, None), 0)]
        return (getitem_2, hidden_states_2)
