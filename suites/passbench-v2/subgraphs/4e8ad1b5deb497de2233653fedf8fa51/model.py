import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_126: torch.Tensor, hidden_states_124: torch.Tensor, L_self_modules_encoder_modules_layer_modules_5_modules_attention_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_5_modules_attention_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        add_43 = hidden_states_126 + hidden_states_124
        hidden_states_127 = torch.nn.functional.layer_norm(add_43, (768,), L_self_modules_encoder_modules_layer_modules_5_modules_attention_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_5_modules_attention_modules_output_modules_LayerNorm_parameters_bias_, 1e-12)
        add_43 = None
        return (hidden_states_127,)
