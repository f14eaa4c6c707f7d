import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_292: torch.Tensor, L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_2_modules_proj_out_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_2_modules_proj_out_parameters_bias_: torch.nn.parameter.Parameter, mask_tokens_out: torch.Tensor):
        hidden_states_293 = torch._C._nn.linear(hidden_states_292, L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_2_modules_proj_out_parameters_weight_, L_self_modules_mask_decoder_modules_output_hypernetworks_mlps_modules_2_modules_proj_out_parameters_bias_)
        getitem_430 = mask_tokens_out[(slice(None, None, None), slice(None, None, None), 3, slice(None, None, None))]
        return (getitem_430, hidden_states_293)
