import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_decoder_modules_block_modules_0_modules_snake1_parameters_alpha_: torch.nn.parameter.Parameter, hidden_states_87: torch.Tensor):
        add_100 = L_self_modules_decoder_modules_block_modules_0_modules_snake1_parameters_alpha_ + 1e-09
        reciprocal_29 = add_100.reciprocal()
        add_100 = None
        mul_96 = L_self_modules_decoder_modules_block_modules_0_modules_snake1_parameters_alpha_ * hidden_states_87
        sin_29 = torch.sin(mul_96)
        mul_96 = None
        pow_48 = sin_29.pow(2)
        sin_29 = None
        return (reciprocal_29, pow_48)
