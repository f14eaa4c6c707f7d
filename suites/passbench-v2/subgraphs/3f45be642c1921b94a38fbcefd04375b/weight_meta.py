class Program_weight_tensor_meta_image_embeds:
    name = "image_embeds"
    shape = [1, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0045917720926809125
    std = 0.20073027869811844
    data = None
    min_val = -0.9093472957611084
    max_val = 0.6448274850845337
