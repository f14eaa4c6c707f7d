import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_encoder_outputs_last_hidden_state: torch.Tensor, L_self_modules_mask_decoder_modules_prompt_cross_attn_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_mask_decoder_modules_prompt_cross_attn_norm_parameters_bias_: torch.nn.parameter.Parameter, L_combined_prompt_mask_: torch.Tensor):
        normed_hidden_states = torch.nn.functional.layer_norm(L_encoder_outputs_last_hidden_state, (256,), L_self_modules_mask_decoder_modules_prompt_cross_attn_norm_parameters_weight_, L_self_modules_mask_decoder_modules_prompt_cross_attn_norm_parameters_bias_, 1e-05)
        attention_mask = L_combined_prompt_mask_.to(device=torch.device(type="cpu"), dtype=torch.bool)
        return (attention_mask, normed_hidden_states)
