class Program_weight_tensor_meta_attn_weights_18:
    name = "attn_weights_18"
    shape = [6, 64, 196]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.3255163440021553e-06
    std = 0.0003891692217539288
    data = None
    min_val = -0.003568637650460005
    max_val = 0.0033036789391189814
