class Program_weight_tensor_meta_attn_output_13:
    name = "attn_output_13"
    shape = [1, 33, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0006675603668005913
    std = 0.02629637881899463
    data = None
    min_val = -0.068397156894207
    max_val = 0.07566558569669724
