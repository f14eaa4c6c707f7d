class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 22, 4, 4]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00045253098074805496
    std = 0.005181683973976669
    data = None
    min_val = -0.016323838382959366
    max_val = 0.022688128054142
