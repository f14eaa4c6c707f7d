class Program_weight_tensor_meta_attention_score_3:
    name = "attention_score_3"
    shape = [1, 6, 197, 50]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.634786717004271e-08
    std = 8.151116628939828e-06
    data = None
    min_val = -0.001568561070598662
    max_val = 8.340748172486201e-05
