import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_245: torch.Tensor, hidden_states_246: torch.Tensor, L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_247 = hidden_states_245 + hidden_states_246
        hidden_states_248 = torch.nn.functional.layer_norm(hidden_states_247, (256,), L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_weight_, L_self_modules_transformer_module_modules_decoder_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_bias_, 1e-05)
        hidden_states_247 = None
        return (hidden_states_248,)
