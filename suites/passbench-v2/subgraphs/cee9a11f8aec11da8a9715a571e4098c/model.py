import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, variance_51: torch.Tensor, hidden_states_154: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_rms_norm2_parameters_weight_: torch.nn.parameter.Parameter):
        add_104 = variance_51 + 1e-05
        rsqrt_51 = torch.rsqrt(add_104)
        add_104 = None
        hidden_states_155 = hidden_states_154 * rsqrt_51
        rsqrt_51 = None
        to_106 = hidden_states_155.to(torch.float32)
        hidden_states_155 = None
        norm_hidden_states_49 = L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_rms_norm2_parameters_weight_ * to_106
        to_106 = None
        return (norm_hidden_states_49,)
